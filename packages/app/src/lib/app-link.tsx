import type { LinkComponentProps } from '@saham/ui/components/app-shell';
import { Link } from 'react-router-dom';

/**
 * The router's link in the shape ui's screens take (`href` instead of `to`). External and
 * same-page anchors stay plain anchors so the browser handles them.
 * @example <LoginScreen LinkComponent={AppLink} ... />
 */
export function AppLink({ href, children, ...props }: LinkComponentProps) {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
