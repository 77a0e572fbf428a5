import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../../platform/kit/messages';

/** Menu of the contract and tender page; its role_menu rows grant the actions of every call here. */
export const CONTRACT_MENU = 'ProjectContract';

export const TENDER_LABELS = {
  tenderMode: {
    PUBLIC_BIDDING: { zh: '公开招标', en: 'Public bidding', es: 'Licitación pública' },
    INVITATION_TO_TENDER: { zh: '邀请招标', en: 'Invitation to tender', es: 'Licitación por invitación' },
  },
  qualification: {
    GENERAL_SPECIAL: {
      zh: '建筑工程施工总承包特级',
      en: 'Building construction general contracting, special grade',
      es: 'Contratista general de edificación, grado especial',
    },
    GENERAL_1: {
      zh: '建筑工程施工总承包一级',
      en: 'Building construction general contracting, grade 1',
      es: 'Contratista general de edificación, grado 1',
    },
    GENERAL_2: {
      zh: '建筑工程施工总承包二级',
      en: 'Building construction general contracting, grade 2',
      es: 'Contratista general de edificación, grado 2',
    },
    GENERAL_3: {
      zh: '建筑工程施工总承包三级',
      en: 'Building construction general contracting, grade 3',
      es: 'Contratista general de edificación, grado 3',
    },
    FOUNDATION_1: {
      zh: '地基基础工程专业承包一级',
      en: 'Foundation works specialist contracting, grade 1',
      es: 'Contratista especializado en cimentaciones, grado 1',
    },
    FOUNDATION_2: {
      zh: '地基基础工程专业承包二级',
      en: 'Foundation works specialist contracting, grade 2',
      es: 'Contratista especializado en cimentaciones, grado 2',
    },
    FOUNDATION_3: {
      zh: '地基基础工程专业承包三级',
      en: 'Foundation works specialist contracting, grade 3',
      es: 'Contratista especializado en cimentaciones, grado 3',
    },
  },
} as const;

const messages = {
  notSubProject: {
    zh: '合同、招标信息只能登记在子项目（标段）上',
    en: 'Contract and tender information belongs to a sub-project',
    es: 'La información de contrato y licitación pertenece a un subproyecto',
  },
  consInfoExists: {
    zh: '该项目已登记合同及概况信息，请修改',
    en: 'The contract and overview of this project are already registered; edit them instead',
    es: 'El contrato y la descripción de este proyecto ya están registrados; modifíquelos',
  },
  tenderExists: {
    zh: '该项目已登记招标信息，请修改',
    en: 'The tender of this project is already registered; edit it instead',
    es: 'La licitación de este proyecto ya está registrada; modifíquela',
  },
  announcementExists: {
    zh: '该项目已登记招标公告，请修改',
    en: 'The tender announcement of this project is already registered; edit it instead',
    es: 'El anuncio de licitación de este proyecto ya está registrado; modifíquelo',
  },
  designTenderExists: {
    zh: '该项目已登记设计招标信息，请修改',
    en: 'The design tender of this project is already registered; edit it instead',
    es: 'La licitación de diseño de este proyecto ya está registrada; modifíquela',
  },
} as const satisfies Record<string, LocalizedText>;

export const tenderMessage = (key: keyof typeof messages, lang: Language) => messages[key][lang];
