// The rules of a refused field: the validation pipe names each rule a field broke with the DTO's
// limit (server/src/common/validation.pipe.ts), and every rule the API's DTOs use has a Slovak
// sentence in the web's one map of them (web/src/lib/field-rules.ts), which the member forms and
// the console both show.
import { BadRequestException } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createValidationPipe } from '../../server/src/common/validation.pipe';
import { UpdateEventAdminDto } from '../../server/src/modules/events/event-admin.dto';
import { RULE_MESSAGES, ruleMessage } from '../../web/src/lib/field-rules';

const SERVER = join(__dirname, '../../server/src');

/** The server's source files that declare class-validator rules (DTOs and the shared field decorators). */
function filesWithRules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesWithRules(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return readFileSync(path, 'utf8').includes("from 'class-validator'") ? [path] : [];
  });
}

/** The rule names the validation pipe can report for the classes `modules` export. */
function rulesOf(modules: Record<string, unknown>[]): Set<string> {
  const storage = getMetadataStorage();
  // forbidNonWhitelisted: an unknown field is refused under this name.
  const rules = new Set<string>(['whitelistValidation']);
  for (const exported of modules.flatMap((m) => Object.values(m))) {
    if (typeof exported !== 'function') continue;
    for (const meta of storage.getTargetValidationMetadatas(exported, '', true, false)) {
      if (meta.type === ValidationTypes.CONDITIONAL_VALIDATION || meta.type === ValidationTypes.WHITELIST) continue;
      if (meta.type === ValidationTypes.NESTED_VALIDATION) rules.add('nestedValidation');
      else if (meta.name) rules.add(meta.name);
      else
        for (const constraint of storage.getTargetValidatorConstraints(meta.constraintCls)) rules.add(constraint.name);
    }
  }
  return rules;
}

async function refusal(body: unknown): Promise<{ field: string; rules: unknown[] }[]> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: UpdateEventAdminDto });
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { fields: { field: string; rules: unknown[] }[] }).fields;
  }
  throw new Error('the body was accepted');
}

describe('the validation pipe names the broken rule', () => {
  it('with the limit the DTO sets', async () => {
    const fields = await refusal({ location: 'x'.repeat(301), capacity: 100_001 });
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'location', rules: [{ rule: 'maxLength', value: 300 }] }),
        expect.objectContaining({ field: 'capacity', rules: [{ rule: 'max', value: 100_000 }] }),
      ]),
    );
  });

  it('with the pattern that failed when a field has two, and unknown fields by name', async () => {
    const fields = await refusal({ title: '   ', surprise: 1 });
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'title', rules: [{ rule: 'matches', value: '\\S' }] }),
        expect.objectContaining({ field: 'surprise', rules: [{ rule: 'whitelistValidation' }] }),
      ]),
    );
  });
});

describe('every rule the DTOs use has a Slovak message', () => {
  const files = filesWithRules(SERVER);
  let used = new Set<string>();
  beforeAll(async () => {
    used = rulesOf(await Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>)));
  });

  it('finds the DTOs and their rules', () => {
    expect(files.map((file) => relative(SERVER, file))).toEqual(
      expect.arrayContaining(['modules/events/event-admin.dto.ts', 'common/member-fields.ts']),
    );
    for (const rule of ['maxLength', 'isEmail', 'min', 'matches', 'isIn', 'icoCheckDigit', 'calendarDateInRange'])
      expect(used).toContain(rule);
  });

  it('names each of them', () => {
    expect([...used].filter((rule) => !Object.hasOwn(RULE_MESSAGES, rule))).toEqual([]);
  });

  it('fills in the limit with its Slovak plural form', () => {
    expect(ruleMessage({ rule: 'maxLength', value: 120 })).toBe('Najviac 120 znakov.');
    expect(ruleMessage({ rule: 'maxLength', value: 3 })).toBe('Najviac 3 znaky.');
    expect(ruleMessage({ rule: 'min', value: 1 })).toBe('Hodnota musí byť aspoň 1.');
    expect(ruleMessage({ rule: 'isEmail' })).toBe('Zadajte platnú e-mailovú adresu.');
    expect(ruleMessage({ rule: 'noSuchRule' })).toBeUndefined();
  });
});
