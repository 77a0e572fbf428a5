import '../messages';
import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectCalls, type SubitemNode } from '@zhuji/shared';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Result,
  Skeleton,
  Tag,
  Tree,
  type TreeDataNode,
  Typography,
} from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { Can, useCan } from '../../../kit/permission-gate';
import { WithCurrentProject } from '../../../kit/resource/project-scope';
import { useDirtyGuard } from '../../../kit/use-dirty-guard';
import { useSubmit } from '../../../kit/use-submit';

const fetchTree = (projectId: number) => call(projectCalls.subitemTree, { query: { id: projectId } });
const saveSelection = (projectId: number, codes: string[]) =>
  call(projectCalls.subitemUpdate, { body: { id: projectId, idTrees: codes } });

const LEVEL_COLOR = { division: 'blue', subDivision: 'cyan', subItem: 'default' } as const;

function leavesOf(nodes: readonly SubitemNode[], pick: (node: SubitemNode) => boolean, out: string[] = []) {
  for (const node of nodes) {
    if (node.children.length) leavesOf(node.children, pick, out);
    else if (pick(node)) out.push(node.code);
  }
  return out;
}

const codesOf = (nodes: readonly SubitemNode[]): string[] =>
  nodes.flatMap((n) => [n.code, ...codesOf(n.children)]);

/** The nodes whose name or code contains the text, with their ancestors kept for context. */
function filterTree(nodes: readonly SubitemNode[], text: string): SubitemNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.name.includes(text) || node.code.startsWith(text)) return [node];
    const children = filterTree(node.children, text);
    return children.length ? [{ ...node, children }] : [];
  });
}

/**
 * Menu 'project/subitem': the project's part of the GB 50300-2013 tree (division → sub-division →
 * sub-item). Ticking the sub-items it has is what later acceptance and inspection lots hang on; the
 * server adds the ancestors of what is ticked.
 */
function SubitemTree({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canUpdate = useCan('update');
  const queryKey = ['project', 'subitem', projectId];
  const tree = useQuery({ queryKey, queryFn: () => fetchTree(projectId) });
  const [checked, setChecked] = useState<string[]>();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState<Key[]>(['01', '0101', '0102']);
  const saved = useMemo(() => (tree.data ? leavesOf(tree.data, (n) => n.checked) : []), [tree.data]);
  const current = checked ?? saved;
  const dirty = checked !== undefined && [...checked].sort().join() !== [...saved].sort().join();
  const { confirmDiscard } = useDirtyGuard(dirty);
  const save = useMutation({
    mutationFn: (codes: string[]) => saveSelection(projectId, codes),
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
  const { submitting, submit } = useSubmit(async (codes: string[]) => {
    await save.mutateAsync(codes);
    setChecked(undefined);
    message.success(t('project.subitem.saved', { count: codes.length }));
  });

  const toNodes = (nodes: readonly SubitemNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.code,
      title: (
        <Flex gap={8} align="center">
          <Tag color={LEVEL_COLOR[node.level]} style={{ marginInlineEnd: 0, fontFamily: 'monospace' }}>
            {node.code}
          </Tag>
          <span>{node.name}</span>
        </Flex>
      ),
      children: node.children.length ? toNodes(node.children) : undefined,
    }));

  if (tree.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  if (tree.isError)
    return (
      <Card>
        <Result
          status="warning"
          title={t('kit.loadFailed')}
          extra={<Button onClick={() => void tree.refetch()}>{t('kit.retry')}</Button>}
        />
      </Card>
    );
  const shown = filterTree(tree.data, text.trim());
  return (
    <Card
      title={<Typography.Text strong>{t('project.subitem.title')}</Typography.Text>}
      extra={
        <Can action="update">
          <Flex gap={8}>
            {dirty && (
              <Button onClick={() => confirmDiscard(() => setChecked(undefined))}>
                {t('project.subitem.undo')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty}
              loading={submitting}
              onClick={() => void submit(current)}
              data-testid="subitem-save"
            >
              {t('kit.save')}
            </Button>
          </Flex>
        </Can>
      }
    >
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('project.subitem.search')}
          onChange={(e) => setText(e.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text type="secondary">
          {t('project.subitem.selected', { count: current.length })}
        </Typography.Text>
      </Flex>
      {shown.length === 0 ? (
        <Empty description={t('kit.noMatch')} />
      ) : (
        <Tree
          checkable
          disabled={!canUpdate}
          selectable={false}
          expandedKeys={text.trim() ? codesOf(shown) : expanded}
          onExpand={setExpanded}
          checkedKeys={current}
          onCheck={(keys) => {
            // Only the visible leaves answer here: the ticks hidden by the search stay as they were.
            const visible = new Set(leavesOf(shown, () => true));
            const ticked = (Array.isArray(keys) ? keys : keys.checked)
              .map(String)
              .filter((c) => visible.has(c));
            setChecked([...current.filter((c) => !visible.has(c)), ...ticked]);
          }}
          treeData={toNodes(shown)}
          data-testid="subitem-tree"
        />
      )}
    </Card>
  );
}

export function SubitemPage() {
  return <WithCurrentProject>{(projectId) => <SubitemTree projectId={projectId} />}</WithCurrentProject>;
}
