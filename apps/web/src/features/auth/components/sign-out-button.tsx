import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAuth } from '../hooks/use-auth';

export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'disabled' | 'children'>) {
  const { logout } = useAuth();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const handleClick = async () => {
    setIsLoggingOut(true);
    try {
      await logout();
    } finally {
      setIsLoggingOut(false);
    }
  };

  return (
    <Button variant="secondary" {...props} disabled={isLoggingOut} onClick={handleClick}>
      {isLoggingOut ? 'Logging out...' : 'Sign Out'}
    </Button>
  );
}
