// The part of the Slovak catalogue that says which rule a refused field broke. The API names each
// rule of a 400 errors.validation in `fields[].rules` (class-validator's constraint names and the
// DTO's limit, server/src/common/validation.pipe.ts); the member forms (lib/validation.ts) and the
// console (staff/data-provider/resource.ts) show the same sentence under the field.
import type { components } from '../generated/api';

/** One refused field of a 400 errors.validation: its English messages and the rules it broke. */
export type FieldProblem = NonNullable<components['schemas']['ApiError']['fields']>[number];
type FieldRule = NonNullable<FieldProblem['rules']>[number];
type PluralForms = { one: string; few: string; many: string; other: string };

const length = (limit: string, noun: [string, string, string]): PluralForms => ({
  one: `${limit} {value} ${noun[0]}.`,
  few: `${limit} {value} ${noun[1]}.`,
  many: `${limit} {value} ${noun[2]}.`,
  other: `${limit} {value} ${noun[2]}.`,
});

/** A sentence per rule the API's DTOs use; `{value}` is the rule's parameter (a limit). */
export const RULE_MESSAGES: Record<string, string | PluralForms> = {
  // Presence and type.
  isDefined: 'Toto pole je povinné.',
  isString: 'Zadajte text.',
  isBoolean: 'Zvoľte áno alebo nie.',
  isInt: 'Zadajte celé číslo.',
  isNumber: 'Zadajte číslo, najviac s dvoma desatinnými miestami.',
  isArray: 'Zadajte zoznam hodnôt.',
  isObject: 'Hodnota má nesprávny tvar.',
  nestedValidation: 'Hodnota má nesprávny tvar.',
  whitelistValidation: 'Toto pole sa nedá uložiť.',
  // Lengths and ranges.
  maxLength: length('Najviac', ['znak', 'znaky', 'znakov']),
  minLength: length('Aspoň', ['znak', 'znaky', 'znakov']),
  min: 'Hodnota musí byť aspoň {value}.',
  max: 'Hodnota môže byť najviac {value}.',
  arrayMinSize: length('Aspoň', ['položka', 'položky', 'položiek']),
  arrayMaxSize: length('Najviac', ['položka', 'položky', 'položiek']),
  arrayUnique: 'Položky sa nesmú opakovať.',
  // Formats.
  matches: 'Nesprávny formát.',
  isIn: 'Vyberte jednu z možností.',
  isEmail: 'Zadajte platnú e-mailovú adresu.',
  isUrl: 'Zadajte adresu, ktorá začína https://.',
  httpUrl: 'Zadajte adresu, ktorá začína http:// alebo https://.',
  isUuid: 'Vyberte záznam zo zoznamu.',
  isIso8601: 'Zadajte platný dátum a čas.',
  calendarDate: 'Zadajte platný dátum.',
  calendarDateInRange: 'Zadajte platný dátum, najneskôr dnešný.',
  notTogetherWith: 'Vyplňte len jedno z dvoch polí.',
  slovakPostCode: 'Zadajte PSČ v tvare 811 01.',
  icoCheckDigit: 'IČO nie je platné (8 číslic s kontrolnou číslicou).',
};

const pluralRules = new Intl.PluralRules('sk-SK');
const numberFormat = new Intl.NumberFormat('sk-SK');

/** The Slovak sentence of a rule, or undefined for a rule this catalogue does not name yet. */
export function ruleMessage({ rule, value }: FieldRule): string | undefined {
  const message = Object.hasOwn(RULE_MESSAGES, rule) ? RULE_MESSAGES[rule] : undefined;
  if (message === undefined) return undefined;
  const count = typeof value === 'number' ? value : undefined;
  const text =
    typeof message === 'string'
      ? message
      : message[count === undefined ? 'other' : (pluralRules.select(count) as keyof PluralForms)];
  return text.replace('{value}', count === undefined ? String(value ?? '') : numberFormat.format(count));
}

/** The sentence of the first rule of the field that has one (undefined: say only that it was refused). */
export function fieldMessage(problem: FieldProblem): string | undefined {
  for (const rule of problem.rules ?? []) {
    const message = ruleMessage(rule);
    if (message) return message;
  }
  return undefined;
}
