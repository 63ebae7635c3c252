import { ForbiddenError } from '../common/errors';
import { backOffice } from '../common/i18n/catalogue';

/** What a member of staff may do; every admin service checks one before it reads or writes. */
export const PERMISSIONS = ['CATALOG', 'STOCK', 'PROMOTIONS', 'ORDERS', 'AUDIT', 'STAFF', 'SETTINGS'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['OWNER', 'STAFF'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** OWNER runs everything; STAFF runs the shop's daily work but not its people or its settings. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  STAFF: ['CATALOG', 'STOCK', 'PROMOTIONS', 'ORDERS', 'AUDIT'],
};

export class PermissionDeniedError extends ForbiddenError {
  constructor(permission: Permission) {
    super(backOffice('Your role does not allow this. Ask the shop owner.'), { code: 'FORBIDDEN', details: { permission } });
  }
}

/** The member of staff behind an admin request, as read from the database for this request. */
export class StaffActor {
  constructor(
    readonly id: string,
    readonly email: string,
    readonly name: string,
    readonly role: StaffRole,
  ) {}

  can(permission: Permission): boolean {
    return ROLE_PERMISSIONS[this.role].includes(permission);
  }

  /** Throws PermissionDeniedError (403) unless the role grants `permission`. */
  require(permission: Permission): void {
    if (!this.can(permission)) throw new PermissionDeniedError(permission);
  }
}
