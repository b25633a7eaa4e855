/** The newsletter's and the waitlist's email field: its label, kind, autofill hint, example and longest address. */
export const EMAIL_INPUT = {
  label: 'Email address',
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
  maxLength: 254,
} as const;
