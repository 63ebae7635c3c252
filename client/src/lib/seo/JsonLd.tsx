import { scriptJson, type JsonLdObject } from './json-ld';

/**
 * Structured data where it is rendered (React does not hoist scripts; search engines read them anywhere).
 * The JSON is set as HTML, so `<` is escaped: a product name cannot end the script early.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
