import type { CurrentUser } from '@starmatch/contracts/auth';

export const USER: CurrentUser = {
  id: '0b6f0c52-3c2e-4c38-9a7e-8f1de8a3c001',
  email: 'ana@example.nz',
  fullName: 'Ana Tui',
  emailVerified: true,
  hasProfile: true,
};
