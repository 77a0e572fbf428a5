// Signatures (签署): the routes over the platform's signed records (platform/signature): sign in turn,
// versions and verification of a record, the project's chain, the public key. Record types are
// registered by the modules that own them (specimen: test reports; acceptance: lots).
import { defineModule } from '../../platform/module';
import { signatureRoutes } from './signature.routes';

export const signatureModule = defineModule({ name: 'signature', routes: [signatureRoutes] });
