import { screen, within } from '@testing-library/react';
import { renderApp } from './render-app';

export function reportHeading(name: string) {
  return screen.getByRole('heading', { level: 2, name: `Report against ${name}` });
}

export async function openQueue() {
  const view = renderApp('/admin');
  await screen.findByRole('heading', { level: 2, name: 'Report against Sam Lee' });
  return view;
}

/** The description list value next to a term. */
export function definition(container: HTMLElement, term: string) {
  const dt = within(container)
    .getAllByText(term)
    .find((element) => element.tagName === 'DT');
  if (!dt) throw new Error(`No term '${term}'`);
  return dt.nextElementSibling;
}
