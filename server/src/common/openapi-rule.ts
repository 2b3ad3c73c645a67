// A rule a JSON schema cannot express (a check digit, "not after today", two fields that exclude
// each other) is named in the property's `x-rules`, under the key the validation reports it by (the
// class-validator constraint name; for a rule the service checks, such as the VIN's check digit, a
// name of its own); the field's own decorator describes it and gives a valid
// `example`. A client generated from openapi/openapi.json then knows that more is checked, and
// tests/api/openapi-agreement-allowed.e2e-spec.ts sends the example instead of guessing a value.
import { ApiProperty } from '@nestjs/swagger';

/** The schema keys of a field whose rules beyond the schema are `names`. */
export const ruleSchema = (...names: string[]): Record<string, unknown> => ({ 'x-rules': names });

/** Names the rule `name` in the property's `x-rules` (one such rule per property; its field decorator describes it). */
export function DocumentedRule(name: string): PropertyDecorator {
  return (target: object, property: string | symbol) => ApiProperty(ruleSchema(name))(target, property);
}
