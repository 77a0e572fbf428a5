import type { Messages } from '../../../kit/web-module';
import type { zhSignature } from './zh';

export const esSignature: Messages<typeof zhSignature> = {
  signature: {
    title: 'Firmas',
    party: { lab: 'Laboratorio', contractor: 'Contratista', supervisor: 'Supervisión', owner: 'Propietario' },
    version: 'Versión {{v}}',
    firstVersion: 'Primera firma',
    migrated: 'Migrado desde la firma anterior',
    amendment: 'Corregido: {{reason}}',
    createdBy: 'Abierta por {{name}} el {{at}}',
    waiting: 'Pendiente de firma: {{party}}',
    complete: 'Firmado por todas las partes',
    verified: 'Firma válida',
    invalid: 'Firma no válida',
    intact: 'Contenido sin cambios desde la firma',
    altered: 'El registro se modificó después de firmarse',
    sign: 'Firmar',
    signAs: 'Firmar la versión {{v}} como {{party}}',
    padHint: 'Firme a mano en el recuadro',
    clear: 'Borrar',
    confirm: 'Firmar',
    cancel: 'Cancelar',
    empty: 'Dibuje primero su firma',
    signed: 'Firmado',
    none: 'Aún no hay ninguna versión para firmar',
    loadFailed: 'No se pudieron cargar las firmas',
    retry: 'Reintentar',
    order: 'Orden de firma: {{order}}',
    pdf: 'Descargar PDF firmado',
  },
};
