import { useQuery } from '@tanstack/react-query';
import { supportCalls } from '@zhuji/shared';
import { Flex, Grid, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { createCalls } from '../api/call';
import { browserEffects } from '../api/effects';
import { createClient } from '../api/request';
import { adoptBusinessTimeZone } from '../kit/business-day';

// The footer is decoration: a failure to load it must not pop an error over the page.
const quiet = createCalls(createClient({ effects: { ...browserEffects, notify: () => undefined } }));

export const siteInfoQuery = {
  queryKey: ['site', 'info'] as const,
  queryFn: async () => {
    const info = await quiet.call(supportCalls.siteInfo);
    // The shell mounts the footer on every page: its fetch is where the web learns the business zone.
    adoptBusinessTimeZone(info?.businessTimeZone);
    return info;
  },
  staleTime: Number.POSITIVE_INFINITY,
};

/** docs/product.md §1 footer: copyright with the year and company, filing numbers, service and supervision phones. */
export function ShellFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const narrow = !Grid.useBreakpoint().md;
  const { data } = useQuery(siteInfoQuery);
  const text = { color: token.colorTextTertiary, fontSize: token.fontSizeSM };
  // On a narrow screen the items wrap one per line, where separators would dangle.
  const dot = narrow ? null : <span style={{ ...text, opacity: 0.6 }}>·</span>;
  return (
    <Flex
      component="footer"
      vertical
      align="center"
      gap={2}
      style={{ padding: '14px 16px 18px', textAlign: 'center' }}
    >
      <Flex wrap justify="center" gap={narrow ? 2 : 8} vertical={narrow} align="center">
        <Typography.Text style={text}>
          {t('shell.footer.copyright', { year: new Date().getFullYear(), company: data?.companyName ?? '' })}
        </Typography.Text>
        {data?.icpRecord && (
          <>
            {dot}
            <Typography.Text style={text}>
              {t('shell.footer.icp', { record: data.icpRecord })}
            </Typography.Text>
          </>
        )}
        {data?.policeRecord && (
          <>
            {dot}
            <Typography.Text style={text}>
              {t('shell.footer.police', { record: data.policeRecord })}
            </Typography.Text>
          </>
        )}
      </Flex>
      {data && (
        <Flex wrap justify="center" gap={narrow ? 2 : 8} vertical={narrow} align="center">
          {data.servicePhone && (
            <Typography.Text style={text}>
              {t('shell.footer.servicePhone', { phone: data.servicePhone })}
            </Typography.Text>
          )}
          {data.supervisionPhone && (
            <>
              {dot}
              <Typography.Text style={text}>
                {t('shell.footer.supervisionPhone', { phone: data.supervisionPhone })}
              </Typography.Text>
            </>
          )}
          {data.userManualUrl && (
            <>
              {dot}
              <Typography.Link
                href={data.userManualUrl}
                target="_blank"
                rel="noopener noreferrer"
                style={{ fontSize: token.fontSizeSM }}
              >
                {t('shell.footer.manual')}
              </Typography.Link>
            </>
          )}
        </Flex>
      )}
    </Flex>
  );
}
