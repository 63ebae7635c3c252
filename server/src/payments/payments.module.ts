import { Module } from '@nestjs/common';
import { SelfUrl } from '../common/http/self-url';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { PaymentGateway } from './payment-gateway';
// eslint-disable-next-line no-restricted-imports -- one of the development module's three wiring points (ADR 005)
import { sandboxCredentials } from '../dev/sandbox-gateway/sandbox-credentials';
import { SslcommerzGateway } from './sslcommerz.gateway';

const SSLCOMMERZ_SANDBOX = 'https://sandbox.sslcommerz.com';
const SSLCOMMERZ_LIVE = 'https://securepay.sslcommerz.com';

/** PAYMENT_GATEWAY picks the adapter; both are the SSLCommerz HTTP client, pointed at different hosts. */
@Module({
  providers: [
    SelfUrl,
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG, SelfUrl],
      useFactory: (config: AppConfig, self: SelfUrl): PaymentGateway => {
        if (config.payments.gateway === 'sslcommerz') {
          return new SslcommerzGateway({
            name: 'sslcommerz',
            baseUrl: config.payments.sslcommerzLive ? SSLCOMMERZ_LIVE : SSLCOMMERZ_SANDBOX,
            storeId: config.payments.sslcommerzStoreId!,
            storePassword: config.payments.sslcommerzStorePassword!,
          });
        }
        return new SslcommerzGateway({ name: 'sandbox', baseUrl: () => `${self.get()}/sandbox-gateway`, ...sandboxCredentials(config) });
      },
    },
  ],
  exports: [PaymentGateway],
})
export class PaymentsModule {}
