import type { zhWitness } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const esWitness: Shape<typeof zhWitness> = {
  witness: {
    title: 'Designación de testigos',
    intro:
      'Según 建建[2000]211号, la propiedad o la supervisión designan por escrito a los testigos. Un muestreo solo puede nombrar a un testigo con designación vigente ese día y que cubra el material, y el testigo lo confirma desde su propia cuenta.',
    add: 'Designar testigo',
    person: 'Testigo',
    appointer: 'Designado por',
    appointers: { owner: 'Propiedad', supervisor: 'Supervisión' },
    period: 'Vigencia',
    scope: 'Alcance',
    scopes: {
      concrete: 'Probetas de hormigón',
      mortar: 'Probetas de mortero',
      rebar: 'Acero de refuerzo',
      splice: 'Empalmes de armadura',
      waterproof: 'Impermeabilizantes',
      masonry: 'Piezas de mampostería',
    },
    letter: 'Carta',
    letterHint: 'Suba la carta de designación firmada y sellada (PDF o imagen)',
    letterUpload: 'Subir carta',
    letterDone: 'Subida: {{name}}',
    status: 'Estado',
    statuses: { active: 'Vigente', pending: 'Aún no vigente', expired: 'Vencida', revoked: 'Revocada' },
    actions: 'Acciones',
    revoke: 'Revocar',
    revokeTitle: 'Revocar la designación de {{name}}',
    revokeConfirm:
      'Una vez revocada, este testigo no podrá nombrarse en nuevos muestreos; los muestreos ya confirmados no cambian.',
    revokeReason: 'Motivo',
    revoked: 'Designación revocada',
    saved: '{{name}} designado como testigo',
    save: 'Guardar',
    cancel: 'Cancelar',
    empty: 'Aún no hay testigos designados',
    appointedBy: 'por {{name}}',
    required: 'Obligatorio',
    loadFailed: 'No se pudo cargar',
    retry: 'Reintentar',
  },
};
