import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BuildOutlined,
  ContainerOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FireOutlined,
  HomeOutlined,
  MessageOutlined,
  ProfileOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The server's `meta.icon` names; anything else gets a neutral icon. */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  project: ProjectOutlined,
  pile: BuildOutlined,
  experiment: ExperimentOutlined,
  message: MessageOutlined,
  audit: AuditOutlined,
  document: FileTextOutlined,
  setting: SettingOutlined,
  profile: ProfileOutlined,
  fire: FireOutlined,
  structure: ApartmentOutlined,
  warning: AlertOutlined,
  chart: BarChartOutlined,
  safety: SafetyCertificateOutlined,
  material: ContainerOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) ?? AppstoreOutlined;
  return <Icon />;
}
