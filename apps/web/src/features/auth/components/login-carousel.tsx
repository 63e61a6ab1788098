import { Carousel, Typography } from 'antd';

import { loginSlides } from './login-slides.tsx';

/** Spec 000 §2.2 / §9: the login carousel, large screens only, a new slide every 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

export function LoginCarousel() {
  return (
    <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} style={{ width: 440 }}>
      {loginSlides.map(({ key, title, text, Illustration }) => (
        <div key={key}>
          <div style={{ padding: '0 8px 40px', textAlign: 'center' }}>
            <Illustration />
            <Typography.Title level={3} style={{ color: '#ffffff', marginTop: 24 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.8)', fontSize: 15 }}>
              {text}
            </Typography.Paragraph>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
