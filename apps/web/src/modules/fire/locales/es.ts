import type { Messages } from '../../../kit/web-module';
import type { zhFire } from './zh';

/** The fire-control management page, es. */
export const esFire: Messages<typeof zhFire> = {
  fire: {
    title: 'Inspecciones contra incendios',
    keyword: 'Buscar número, ubicación, problema o inspector',
    problemHelp: 'Una inspección no conforme necesita el problema detectado',
    info: {
      title: 'Información de protección contra incendios',
      division: 'Obra',
      fireControl: 'Tipo de control de incendios',
      MAIN: 'Estructura principal',
      PILE_FOUNDATION: 'Cimentación por pilotes',
      type0: 'Proyecto ordinario (sin gestión de incendios)',
      type1: 'Gestión específica de incendios',
      typeUnset: 'Sin definir',
      mainOnly: 'La gestión contra incendios solo se aplica a obras de estructura principal',
      mainOnlyHint:
        'El proyecto actual es de pilotes; cambie a un proyecto de estructura principal para registrar inspecciones.',
      total: 'Inspecciones',
      passed: 'Conformes',
      failed: 'No conformes',
      pending: 'Por corregir',
      passRate: 'Tasa de conformidad',
      byItem: 'Por elemento',
      byItemCount: 'inspecciones: {{total}}; no conformes: {{failed}}',
      empty: 'Aún no hay inspecciones contra incendios',
    },
    fields: {
      checkNo: 'N.º de inspección',
      checkDate: 'Fecha',
      location: 'Ubicación',
      item: 'Elemento',
      result: 'Resultado',
      problem: 'Problema detectado',
      inspector: 'Inspector',
      rectifyStatus: 'Corrección',
      createdAt: 'Registrada',
    },
    item: {
      FIRE_WALL: 'Muros y sectores cortafuegos',
      FIRE_STOPPING: 'Sellado cortafuegos',
      FIREPROOF_COATING: 'Pintura ignífuga del acero',
      MEMBER_FIRE_RESISTANCE: 'Resistencia al fuego de elementos (recubrimiento)',
      FIRE_DOOR: 'Puertas y ventanas cortafuegos',
      EVACUATION: 'Vías de evacuación y salidas',
      TEMPORARY_FACILITY: 'Medios provisionales de obra contra incendios',
    },
    result: { PASS: 'Conforme', FAIL: 'No conforme' },
    rectify: { NONE: 'No requiere', PENDING: 'Por corregir', DONE: 'Corregida' },
  },
};
