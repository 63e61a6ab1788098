import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { getPasswordCriteria } from '@matriz/contracts';
import { theme, Typography } from 'antd';

/** The live checklist of the five password criteria (spec 000 §5). */
export function PasswordChecklist({ password }: { password: string | undefined }) {
  const { token } = theme.useToken();
  const criteria = getPasswordCriteria(password ?? '');
  return (
    <ul aria-label="Requisitos da senha" style={{ listStyle: 'none', margin: '0 0 16px', padding: 0 }}>
      {criteria.map((c) => (
        <li
          key={c.key}
          data-ok={c.ok}
          style={{ display: 'flex', gap: 8, alignItems: 'center', lineHeight: '24px' }}
        >
          {c.ok ? (
            <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
          ) : (
            <CloseCircleOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />
          )}
          <Typography.Text type={c.ok ? 'success' : 'secondary'}>{c.label}</Typography.Text>
          <span className="mz-visually-hidden">{c.ok ? '(atendido)' : '(pendente)'}</span>
        </li>
      ))}
    </ul>
  );
}
