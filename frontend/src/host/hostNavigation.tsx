import { forwardRef, useCallback } from 'react';
import { Link, Navigate, useLocation, useNavigate, type LinkProps, type NavigateOptions } from 'react-router-dom';
import { withHostQuery } from './hostQuery';

type HostLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A router link that keeps the host's page parameters (SPHostUrl, SenderId, ...). */
export const HostLink = forwardRef<HTMLAnchorElement, HostLinkProps>(function HostLink({ to, ...rest }, ref) {
  const { search } = useLocation();
  return <Link ref={ref} to={withHostQuery(to, search)} {...rest} />;
});

/** A redirect that keeps the host's page parameters. */
export function HostNavigate({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={withHostQuery(to, search)} replace />;
}

/** navigate() that keeps the host's page parameters. */
export function useHostNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback((to: string, options?: NavigateOptions) => navigate(withHostQuery(to, search), options), [navigate, search]);
}
