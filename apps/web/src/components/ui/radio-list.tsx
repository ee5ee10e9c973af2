import { RadioFieldset, type RadioFieldsetProps, type RadioLook } from './radio-fieldset';

const ROWS: RadioLook = {
  legend: 'text-base',
  option:
    'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 ' +
    'border-night-500 bg-night-900 text-base text-star transition-colors hover:bg-night-800 ' +
    'has-[:checked]:border-gold-300 has-[:checked]:bg-night-800 ' +
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ' +
    'has-[:focus-visible]:outline-gold-200',
  input: 'size-5 shrink-0 accent-gold-300',
};

/**
 * Radio buttons one under the other, each a full-width row: for choices whose labels are
 * sentences, where ChoiceGroup's chips would wrap awkwardly.
 */
export function RadioList<V extends string>(props: RadioFieldsetProps<V>) {
  return <RadioFieldset look={ROWS} {...props} />;
}
