import { nameInitials } from '../../components/initials';

type PortfolioLogoProps = {
  name: string;
  logoUrl: string | null;
  size: 'md' | 'lg';
};

/** The portfolio's logo, or its initials on the brand gradient when it has none. */
export function PortfolioLogo({ name, logoUrl, size }: PortfolioLogoProps) {
  return (
    <span className={`portfolio-logo portfolio-logo--${size}`} aria-hidden="true">
      {logoUrl ? <img src={logoUrl} alt="" /> : nameInitials(name)}
    </span>
  );
}
