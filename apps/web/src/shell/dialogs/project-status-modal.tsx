import { ExclamationCircleFilled, LogoutOutlined, ProjectOutlined, SwapOutlined } from '@ant-design/icons';
import { type CurrentProject, isProjectInfoComplete, type ProjectListItem, TIMING } from '@zhuji/shared';
import { App, Button, Flex, Modal, Radio, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutEverywhere } from '../../session/account';
import { requestProjectChange } from '../../session/session-store';
import type { ProjectBlock } from '../../session/startup-checks';

/** The current project's entry in the project list. */
export const findProjectItem = (projects: readonly ProjectListItem[], projectId: number | undefined) =>
  projectId === undefined ? undefined : projects.find((p) => p.proId === projectId || p.id === projectId);

/**
 * Picks another sub-project: GET /api/user/project/change, then a full reload after 500 ms (docs/product.md §4),
 * which starts the session over on the new project.
 */
function ProjectPicker({
  open,
  onClose,
  projects,
  currentId,
}: {
  open: boolean;
  onClose: () => void;
  projects: readonly ProjectListItem[];
  currentId: number;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<number | undefined>();
  const [switching, setSwitching] = useState(false);

  const confirm = async () => {
    const target = projects.find((p) => p.proId === selected);
    if (!target || switching) return;
    setSwitching(true);
    const hide = message.loading(t('dialogs.projectStatus.switching'), 0);
    try {
      await requestProjectChange(target.proId);
      hide();
      message.success(t('dialogs.projectStatus.switched', { name: target.projectName }));
      setTimeout(() => window.location.reload(), TIMING.PROJECT_SWITCH_RELOAD_DELAY_MS);
    } catch {
      // The request layer has shown the failure; the user may pick again.
      hide();
      setSwitching(false);
    }
  };

  return (
    <Modal
      open={open}
      centered
      width={520}
      zIndex={1100}
      rootClassName="zj-project-picker"
      title={t('dialogs.projectStatus.pickerTitle')}
      onCancel={switching ? undefined : onClose}
      closable={!switching}
      mask={{ closable: false }}
      okText={t('dialogs.projectStatus.confirm')}
      cancelText={t('dialogs.projectStatus.cancel')}
      okButtonProps={{ disabled: selected === undefined || selected === currentId, loading: switching }}
      cancelButtonProps={{ disabled: switching }}
      onOk={() => void confirm()}
    >
      <Typography.Paragraph type="secondary">{t('dialogs.projectStatus.pickerHint')}</Typography.Paragraph>
      <Radio.Group
        value={selected}
        onChange={(event) => setSelected(event.target.value as number)}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={8} style={{ maxHeight: 360, overflowY: 'auto' }}>
          {projects.map((project) => {
            const current = project.proId === currentId;
            return (
              <Radio
                key={project.proId}
                value={project.proId}
                disabled={current}
                style={{
                  margin: 0,
                  padding: '10px 12px',
                  border: `1px solid ${selected === project.proId ? token.colorPrimary : token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                  width: '100%',
                }}
              >
                <Flex vertical>
                  <Flex align="center" gap={6} wrap>
                    <ProjectOutlined style={{ color: token.colorTextSecondary }} />
                    <Typography.Text strong>{project.projectName}</Typography.Text>
                    {current && <Tag color="success">{t('dialogs.projectStatus.currentTag')}</Tag>}
                    {!isProjectInfoComplete(project.auditStatus) && (
                      <Tag color="warning">{t('dialogs.projectStatus.incompleteTag')}</Tag>
                    )}
                  </Flex>
                  {project.mainProjectName && (
                    <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                      {project.mainProjectName}
                    </Typography.Text>
                  )}
                </Flex>
              </Radio>
            );
          })}
        </Flex>
      </Radio.Group>
    </Modal>
  );
}

/**
 * The navbar's blocking notices (docs/product.md §2.5, §4): the main project's information, or the sub-project's
 * design information, is incomplete. Not closable; with more than one project the user may switch.
 */
export function ProjectStatusModal({
  block,
  project,
  projects,
}: {
  block: ProjectBlock;
  project: Pick<CurrentProject, 'id' | 'name'>;
  projects: readonly ProjectListItem[];
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [picking, setPicking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const canSwitch = projects.length > 1;
  const info = block === 'infoIncomplete';

  const leave = async () => {
    setLeaving(true);
    await logoutEverywhere();
    window.location.reload();
  };

  return (
    <>
      <Modal
        open
        centered
        width={480}
        rootClassName="zj-project-status"
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        title={
          <Flex align="center" gap={8}>
            <ExclamationCircleFilled style={{ color: token.colorWarning, fontSize: 20 }} />
            {t(info ? 'dialogs.projectStatus.infoTitle' : 'dialogs.projectStatus.designTitle')}
          </Flex>
        }
        footer={
          <Flex justify="end" gap={8} wrap>
            <Button icon={<LogoutOutlined />} loading={leaving} onClick={() => void leave()}>
              {t('dialogs.projectStatus.logout')}
            </Button>
            {canSwitch && (
              <Button type="primary" icon={<SwapOutlined />} onClick={() => setPicking(true)}>
                {t('dialogs.projectStatus.switch')}
              </Button>
            )}
          </Flex>
        }
      >
        <Flex vertical gap={8} style={{ paddingBlock: 4 }}>
          <Typography.Text>
            {t(info ? 'dialogs.projectStatus.info' : 'dialogs.projectStatus.design')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('dialogs.projectStatus.current', { name: project.name })}
          </Typography.Text>
        </Flex>
      </Modal>
      {canSwitch && (
        <ProjectPicker
          open={picking}
          onClose={() => setPicking(false)}
          projects={projects}
          currentId={project.id}
        />
      )}
    </>
  );
}
