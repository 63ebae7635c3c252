import { auditChanges, readableField, readableValue } from './audit-diff';

/**
 * An audit entry's before and after as a readable list of what changed, folded away until asked for
 * (a native disclosure: keyboard and screen readers know it).
 */
export function AuditChanges({ before, after }: { before: string | null; after: string | null }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="muted">No field changed</span>;
  const kind = before === null ? 'created' : after === null ? 'removed' : 'changed';
  return (
    <details className="diff">
      <summary>
        {changes.length} {changes.length === 1 ? 'field' : 'fields'} {kind}
      </summary>
      <dl>
        {changes.map((change) => (
          <div key={change.field} className="diff__row">
            <dt>{readableField(change.field)}</dt>
            <dd>
              {before !== null && (
                <span className="diff__before">
                  <span className="visually-hidden">before: </span>
                  {readableValue(change.before)}
                </span>
              )}
              {before !== null && after !== null && (
                <span className="diff__arrow" aria-hidden="true">
                  {' → '}
                </span>
              )}
              {after !== null && (
                <span className="diff__after">
                  <span className="visually-hidden">after: </span>
                  {readableValue(change.after)}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
