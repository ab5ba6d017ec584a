import type { Errors } from './errors';

/** How a form's fields find their ids and errors: `kit.id('email')` is `signup-email`. */
export interface FieldKit {
  id: (name: string) => string;
  errors: Errors;
}

export function fieldKit(prefix: string, errors: Errors): FieldKit {
  return { id: (name) => `${prefix}-${name}`, errors };
}
