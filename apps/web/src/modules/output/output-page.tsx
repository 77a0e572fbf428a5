import './messages';
import { Space } from 'antd';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResourcePage } from '../../kit/resource/resource-page';
import { NoticeParamsCard } from './notice-params-card';
import { outputResource } from './output.resource';

/** Menu 'output/report': the monthly output-value reports of the current sub-project. */
export function OutputPage() {
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <NoticeParamsCard projectId={projectId} />
          <ResourcePage config={outputResource} projectId={projectId} />
        </Space>
      )}
    </WithCurrentProject>
  );
}
