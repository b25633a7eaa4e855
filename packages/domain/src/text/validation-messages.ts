/**
 * The API's words for input that fails a schema without a message of its own: the field, then what it takes, naming
 * the values and bounds the API accepts ("status must be one of: pending, accepted", "description must be at most
 * 2000 characters"). Schemas that carry their own message (the spec's texts, or ours) keep it; this words only the
 * schema library's defaults, which read "Invalid option: expected one of …" without the field.
 */

/** The parts of a schema issue the words are made from (a zod issue as the server's validation error carries it). */
export type TValidationIssue = {
  code: string;
  message?: string | undefined;
  expected?: string | undefined;
  values?: readonly unknown[] | undefined;
  origin?: string | undefined;
  minimum?: number | bigint | string | Date | undefined;
  maximum?: number | bigint | string | Date | undefined;
  inclusive?: boolean | undefined;
  format?: string | undefined;
  divisor?: number | bigint | undefined;
  keys?: readonly string[] | undefined;
  input?: unknown;
};

/** An enum's values are listed when there are at most this many; a longer list names its first ones. */
export const LISTED_VALUES_MAX = 12;

/** The schema library's own English messages, as opposed to a schema's message (a sentence of the product's). */
const DEFAULT_MESSAGE =
  /^(Invalid (input|option|key|element|union|value|number|string): |Too (big|small): |Unrecognized keys?: |Invalid (email address|URL|UUID|GUID|ISO |IPv|CIDR|base64|hex|JWT|emoji|cuid|nanoid|ulid|xid|ksuid|E\.164))/;

export function isDefaultMessage(message: string | undefined): boolean {
  return message === undefined || message === '' || DEFAULT_MESSAGE.test(message);
}

/** Nothing was sent for the field (the issue's input is not kept, its default message says so). */
const missing = (issue: TValidationIssue) =>
  issue.input === undefined && (issue.message === undefined || /received undefined$/.test(issue.message));

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function valuesText(values: readonly unknown[]): string {
  if (values.length === 1) return `must be ${show(values[0])}`;
  if (values.length <= LISTED_VALUES_MAX) return `must be one of: ${values.map(show).join(', ')}`;
  const first = values.slice(0, 5).map(show).join(', ');
  return `must be one of the ${values.length} values the API takes (${first}, …)`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  nan: 'a number',
};

const UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

function boundText(issue: TValidationIssue, side: 'max' | 'min'): string {
  const bound = side === 'max' ? issue.maximum : issue.minimum;
  const unit = UNITS[issue.origin ?? ''];
  const exclusive = issue.inclusive === false;
  if (unit) {
    const amount = Number(bound);
    const words = `${amount} ${amount === 1 ? unit[0] : unit[1]}`;
    if (side === 'max') return exclusive ? `must be fewer than ${words}` : `must be at most ${words}`;
    return exclusive ? `must be more than ${words}` : `must be at least ${words}`;
  }
  const value = bound instanceof Date ? bound.toISOString() : String(bound);
  if (side === 'max') return exclusive ? `must be below ${value}` : `must be at most ${value}`;
  return exclusive ? `must be above ${value}` : `must be at least ${value}`;
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'an e-mail address',
  url: 'a URL',
  uuid: 'a UUID',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  regex: 'in the expected format',
};

/**
 * What a field (its path as "a.b", or '' for the whole body) takes, for an issue with the library's default message;
 * an issue with a schema's own message keeps it.
 */
export function validationMessage(field: string, issue: TValidationIssue): string {
  if (!isDefaultMessage(issue.message)) return issue.message!;
  const subject = field || 'The request body';
  switch (issue.code) {
    case 'invalid_value':
      return `${subject} ${valuesText(issue.values ?? [])}`;
    case 'invalid_type':
      if (field && missing(issue)) return `${subject} is required`;
      return `${subject} must be ${TYPE_WORDS[issue.expected ?? ''] ?? issue.expected ?? 'valid'}`;
    case 'too_big':
      return `${subject} ${boundText(issue, 'max')}`;
    case 'too_small':
      return `${subject} ${boundText(issue, 'min')}`;
    case 'invalid_format': {
      const format = FORMAT_WORDS[issue.format ?? ''];
      return format?.startsWith('in ')
        ? `${subject} is not ${format}`
        : `${subject} must be ${format ?? 'valid'}`;
    }
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys': {
      const keys = (issue.keys ?? []).map((key) => (field ? `${field}.${key}` : key));
      return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
    }
    default:
      return `${subject} is invalid`;
  }
}

/**
 * A choice's schema message: `required` when nothing was chosen (what a form shows), else `invalid`, which names the
 * values the API takes.
 */
export function choiceError(required: string, invalid: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? required : invalid;
}

/** "field must be one of: a, b, c" for a choice's values. */
export function oneOfMessage(field: string, values: readonly unknown[]): string {
  return `${field} ${valuesText(values)}`;
}
