import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Ctrl+Shift+D anywhere on the waitlist page opens /login: a hidden way in for
 * the team before launch, not a role (docs/PRODUCT.md "Waitlist landing page").
 */
export function useDeveloperShortcut(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || !event.shiftKey || event.altKey || event.metaKey) return;
      if (event.key.toLowerCase() !== 'd') return;
      // Browsers bind Ctrl+Shift+D to "bookmark all tabs".
      event.preventDefault();
      void navigate(paths.login);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
