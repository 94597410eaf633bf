import type { TFunction } from 'i18next';
import { normalizeValidationType } from '@fjord/domain';
import { expectedKey } from './messages';

/**
 * Server validations `{model, attribute, type, params}` to text. The most specific
 * text wins: serverValidation:custom.<model>.<attribute>.<type>, then for a malformed value what
 * the attribute expects (validation:expected.<attribute>), then serverValidation:models.<model>.<type>,
 * then serverValidation:types.<type>; without any, the generic shape "Feil: {model} {attribute} {type}".
 * Their namespace comes with the application shell: only its GraphQL pages get server validations,
 * so the sign-in screens do not download the texts.
 * Texts may use {{attribute}}, {{model}} (translated names, else as given) and the params
 * ({{count}}, {{date}} …).
 */
export type ServerValidation = {
  model: string;
  attribute: string;
  type: string;
  params?: Record<string, unknown> | null;
};

export function isServerValidation(value: unknown): value is ServerValidation {
  const candidate = value as ServerValidation | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.model === 'string' &&
    typeof candidate.attribute === 'string' &&
    typeof candidate.type === 'string'
  );
}

export function modelName(t: TFunction, model: string): string {
  return model ? t(`serverValidation:modelNames.${model}`, { defaultValue: model }) : model;
}

export function attributeName(t: TFunction, attribute: string): string {
  return attribute ? t(`serverValidation:attributes.${attribute}`, { defaultValue: attribute }) : attribute;
}

/** The types that say a value is malformed: their text says what the field expects, where there is one. */
const EXPECTING_TYPES = ['invalid', 'checksum_invalid'];

export function serverValidationMessage(t: TFunction, validation: ServerValidation): string {
  const { model, attribute } = validation;
  const type = normalizeValidationType(validation.type);
  const params = {
    ...(validation.params ?? {}),
    model: modelName(t, model),
    attribute: attributeName(t, attribute),
    type: validation.type,
  };
  const keys = type
    ? [
        `serverValidation:custom.${model}.${attribute}.${type}`,
        ...(EXPECTING_TYPES.includes(type) ? [expectedKey(attribute)] : []),
        `serverValidation:models.${model}.${type}`,
        `serverValidation:types.${type}`,
        'serverValidation:generic',
      ]
    : ['serverValidation:generic'];
  return t(keys, params);
}
