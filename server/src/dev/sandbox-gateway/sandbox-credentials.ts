import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/config';

/**
 * The sandbox's store credentials. The password is derived from the JWT secret, so every instance of the
 * shop agrees on it without another setting, and it is never a constant in the code.
 */
export function sandboxCredentials(config: AppConfig): { storeId: string; storePassword: string } {
  return { storeId: 'kapor_sandbox', storePassword: createHmac('sha256', config.auth.jwtSecret!).update('kapor-sandbox-gateway').digest('base64url') };
}
