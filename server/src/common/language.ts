import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestOf } from './http/request-of';

/** The shop's languages: English (the source and the fallback of every text), Bangla and Hindi. */
export const LANGUAGES = ['en', 'bn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The storefront names the shopper's chosen language on every call; integrators may send Accept-Language. */
export const LANGUAGE_HEADER = 'x-kapor-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a request asks for: the storefront's header when it names one of ours, otherwise the first
 * of ours in Accept-Language by its q-weights (`bn-BD` counts as `bn`), otherwise English.
 */
export function languageOf(req: Pick<Request, 'headers'>): Language {
  const chosen = req.headers[LANGUAGE_HEADER];
  if (isLanguage(chosen)) return chosen;
  return fromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-', 1)[0], weight: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLanguage);
}

/** The request's language as a resolver or controller parameter. */
export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): Language => languageOf(requestOf(context)));
