/** Whether the account can log in. */
export function AccountBadge({ disabledAt }: { disabledAt: string | null }) {
  return disabledAt ? <span className="badge badge--off">Disabled</span> : <span className="badge badge--ok">Active</span>;
}
