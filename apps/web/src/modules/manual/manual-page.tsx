import './messages';
import { ArrowLeftOutlined, ReadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Button, Empty, Flex, Grid, Input, Result, Select, Skeleton, Typography, theme } from 'antd';
import { Fragment, type ReactNode, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PublicCard, PublicFrame } from '../../kit/public-frame';
import type { zhManualContent } from './content/zh';
import { MANUAL_OUTLINE, START_PAGES, type StartPageId } from './outline';

type ManualContent = typeof zhManualContent;

const CONTENT: Record<string, () => Promise<ManualContent>> = {
  zh: async () => (await import('./content/zh')).zhManualContent,
  en: async () => (await import('./content/en')).enManualContent,
  es: async () => (await import('./content/es')).esManualContent,
};

interface Section {
  id: string;
  title: string;
  text: string;
}

interface Chapter extends Section {
  pages: Section[];
}

const isStartPage = (id: string): id is StartPageId => (START_PAGES as readonly string[]).includes(id);

/** The manual's chapters in the reader's language; chapter and page titles are the menu's own words. */
function chaptersOf(content: ManualContent, menuTitle: (name: string) => string): Chapter[] {
  return MANUAL_OUTLINE.map((chapter) => ({
    id: chapter.id,
    title: chapter.id === 'Start' ? content.startTitle : menuTitle(chapter.id),
    text: content.chapters[chapter.id],
    pages: chapter.pages.map((id) => ({
      id,
      title: isStartPage(id) ? content.startPages[id] : menuTitle(id),
      text: content.pages[id],
    })),
  }));
}

const matches = (section: Section, keyword: string) =>
  section.title.toLowerCase().includes(keyword) || section.text.toLowerCase().includes(keyword);

/** Chapters keeping only the sections that mention the keyword (a chapter whose own text matches stays whole). */
function search(chapters: Chapter[], keyword: string): Chapter[] {
  if (!keyword) return chapters;
  return chapters.flatMap((chapter) => {
    if (matches(chapter, keyword)) return [chapter];
    const pages = chapter.pages.filter((page) => matches(page, keyword));
    return pages.length ? [{ ...chapter, pages }] : [];
  });
}

function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  if (!keyword) return <>{text}</>;
  const parts: ReactNode[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(keyword); at >= 0; at = lower.indexOf(keyword, from)) {
    parts.push(text.slice(from, at), <mark key={at}>{text.slice(at, at + keyword.length)}</mark>);
    from = at + keyword.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

function Paragraphs({ text, keyword }: { text: string; keyword: string }) {
  return text.split('\n').map((line) => (
    <Typography.Paragraph key={line} style={{ marginBottom: 8, lineHeight: 1.8 }}>
      <Highlighted text={line} keyword={keyword} />
    </Typography.Paragraph>
  ));
}

/** /help/manual — the user manual: one chapter per menu group, searchable, each page's section by its menu name. */
export function ManualPage() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const wide = Grid.useBreakpoint().lg;
  const { hash } = useLocation();
  const [input, setInput] = useState('');
  const keyword = useDeferredValue(input.trim().toLowerCase());
  const language = i18n.language in CONTENT ? i18n.language : 'zh';
  const content = useQuery({
    queryKey: ['manual', language],
    queryFn: () => CONTENT[language]!(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const chapters = useMemo(
    () => (content.data ? chaptersOf(content.data, (name) => t(`menu.${name}` as 'menu.Home')) : []),
    [content.data, t],
  );
  const shown = useMemo(() => search(chapters, keyword), [chapters, keyword]);
  const sectionCount = shown.reduce((n, chapter) => n + Math.max(chapter.pages.length, 1), 0);

  // A page's "?" lands on #<its menu name>,<its group's name>: the first section the manual has.
  useEffect(() => {
    if (!content.data || !hash) return;
    const target = decodeURIComponent(hash.slice(1))
      .split(',')
      .map((id) => document.getElementById(id))
      .find(Boolean);
    target?.scrollIntoView();
  }, [content.data, hash]);

  const jump = (id: string) => {
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
    window.history.replaceState(null, '', `#${id}`);
  };

  return (
    <PublicFrame>
      <PublicCard style={{ width: 'min(1120px, 100%)' }}>
        <Flex justify="space-between" align="start" wrap gap={12} style={{ marginBottom: 12 }}>
          <Flex vertical style={{ maxWidth: 720 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              <ReadOutlined /> {content.data?.title ?? t('route.manual')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('manual.description')}</Typography.Text>
          </Flex>
          <Link to="/login">
            <Button icon={<ArrowLeftOutlined />}>{t('manual.backToLogin')}</Button>
          </Link>
        </Flex>
        <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            size="large"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('manual.search')}
            aria-label={t('manual.search')}
            style={{ maxWidth: 420 }}
          />
          {keyword && shown.length > 0 && (
            <Typography.Text type="secondary" data-testid="manual-matches">
              {t('manual.matches', { count: sectionCount })}
            </Typography.Text>
          )}
          {!wide && chapters.length > 0 && (
            <Select
              size="large"
              placeholder={t('manual.contents')}
              aria-label={t('manual.contents')}
              style={{ minWidth: 200, flex: 1 }}
              options={shown.map((chapter) => ({ value: chapter.id, label: chapter.title }))}
              onChange={jump}
            />
          )}
        </Flex>
        {content.isError ? (
          <Result
            status="warning"
            title={t('manual.loadFailed')}
            extra={<Button onClick={() => void content.refetch()}>{t('kit.retry')}</Button>}
          />
        ) : !content.data ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : shown.length === 0 ? (
          <Empty description={t('manual.noMatch', { keyword: input.trim() })} />
        ) : (
          <Flex gap={32} align="start">
            {wide && (
              <nav aria-label={t('manual.contents')} style={{ width: 220, flexShrink: 0 }}>
                <Anchor
                  offsetTop={16}
                  targetOffset={24}
                  items={shown.map((chapter) => ({
                    key: chapter.id,
                    href: `#${chapter.id}`,
                    title: chapter.title,
                  }))}
                />
              </nav>
            )}
            <article style={{ flex: 1, minWidth: 0 }} data-testid="manual-content">
              {shown.map((chapter) => (
                <Fragment key={chapter.id}>
                  <Typography.Title
                    level={3}
                    id={chapter.id}
                    style={{ scrollMarginTop: 24, paddingTop: 8, borderTop: `1px solid ${token.colorSplit}` }}
                  >
                    <Highlighted text={chapter.title} keyword={keyword} />
                  </Typography.Title>
                  <Paragraphs text={chapter.text} keyword={keyword} />
                  {chapter.pages.map((page) => (
                    <section key={page.id} id={page.id} style={{ scrollMarginTop: 24, marginBottom: 12 }}>
                      <Typography.Title level={5}>
                        <Highlighted text={page.title} keyword={keyword} />
                      </Typography.Title>
                      <Paragraphs text={page.text} keyword={keyword} />
                    </section>
                  ))}
                </Fragment>
              ))}
            </article>
          </Flex>
        )}
      </PublicCard>
    </PublicFrame>
  );
}
