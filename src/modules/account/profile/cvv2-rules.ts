/** platform.md 5 "Change second password (CVV2)": 4 to 8 English digits, confirmation equal. */
export type Cvv2Error = 'required' | 'length' | 'digits' | 'mismatch';

export interface Cvv2Values {
  next: string;
  confirm: string;
}

export function validateCvv2(values: Cvv2Values): Partial<Record<keyof Cvv2Values, Cvv2Error>> {
  const errors: Partial<Record<keyof Cvv2Values, Cvv2Error>> = {};
  if (!values.next) errors.next = 'required';
  else if (!/^[0-9]+$/.test(values.next)) errors.next = 'digits';
  else if (values.next.length < 4 || values.next.length > 8) errors.next = 'length';
  if (!values.confirm) errors.confirm = 'required';
  else if (values.confirm !== values.next) errors.confirm = 'mismatch';
  return errors;
}
