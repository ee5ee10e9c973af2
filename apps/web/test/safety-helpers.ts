import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the '…' menu named for `name` and picks `item` ('Report', 'Block', 'Unmatch'). */
export async function pickFromMenu(user: UserEvent, name: string, item: string) {
  await user.click(screen.getByRole('button', { name: `More options for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: item }));
}

export function reportSheet(name: string) {
  return screen.getByRole('alertdialog', { name: `Report ${name}` });
}

/** Goes through the three steps of the report sheet and sends it. */
export async function reportThrough(user: UserEvent, name: string, category: string, details = '') {
  const sheet = await screen.findByRole('alertdialog', { name: `Report ${name}` });
  await user.click(within(sheet).getByRole('radio', { name: category }));
  await user.click(within(sheet).getByRole('button', { name: 'Next' }));
  if (details !== '') {
    await user.type(
      within(sheet).getByRole('textbox', { name: 'Anything else we should know? (optional)' }),
      details,
    );
  }
  await user.click(within(sheet).getByRole('button', { name: 'Next' }));
  await user.click(within(sheet).getByRole('button', { name: 'Submit report' }));
}
