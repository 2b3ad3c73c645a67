// A router link that looks like a button: calls to action such as "Pripojiť sa".
import { Link, type LinkProps } from 'react-router-dom';

export function ButtonLink({
  className,
  variant = 'primary',
  ...props
}: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return <Link className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} {...props} />;
}
