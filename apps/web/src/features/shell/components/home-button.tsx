import { routes } from '@matriz/contracts';
import { Button } from 'antd';
import { useNavigate } from 'react-router';

/** The link back to the home page of the result pages (a button that navigates, not a button inside a link). */
export function HomeButton({ primary = false }: { primary?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => void navigate(routes.home.path)}>
      Voltar para a página inicial
    </Button>
  );
}
