import { useId } from 'react';

type HorizonLogoProps = {
  size?: number;
  /** Decorative next to the product name; otherwise it is named for assistive technology. */
  title?: string;
};

/** The Horizon mark: a sun rising over the horizon line and the roads below it. */
export function HorizonLogo({ size = 36, title }: HorizonLogoProps) {
  const id = useId();
  const gradient = `${id}-gradient`;
  const sky = `${id}-sky`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className="horizon-logo"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
        <clipPath id={sky}>
          <rect x="0" y="0" width="40" height="24" />
        </clipPath>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradient})`} />
      <circle cx="20" cy="24" r="8" fill="#fff" clipPath={`url(#${sky})`} />
      <g stroke="#fff" strokeWidth="2.2" strokeLinecap="round">
        <line x1="20" y1="8" x2="20" y2="11" />
        <line x1="9.5" y1="13.5" x2="11.6" y2="15.6" />
        <line x1="30.5" y1="13.5" x2="28.4" y2="15.6" />
        <line x1="7" y1="24" x2="33" y2="24" />
        <line x1="11" y1="29" x2="29" y2="29" strokeOpacity="0.8" />
        <line x1="15" y1="33.5" x2="25" y2="33.5" strokeOpacity="0.6" />
      </g>
    </svg>
  );
}
