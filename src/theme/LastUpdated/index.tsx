import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatUtcDate, writesLikeIntl} from './utcDate';

/** The date in the site's locale: without Intl where ./utcDate writes the same text. */
function useFormattedDate(date: Date): string {
  const {i18n} = useDocusaurusContext();
  const {currentLocale, localeConfigs} = i18n;
  const calendar = localeConfigs[currentLocale]?.calendar ?? 'gregory';
  if (writesLikeIntl(currentLocale, calendar)) return formatUtcDate(date);
  return new Intl.DateTimeFormat(currentLocale, {calendar, day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);
}

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {useFormattedDate(atDate)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

/**
 * theme-classic's LastUpdated, markup and words unchanged, with the date written by ./utcDate:
 * theme-classic builds an Intl.DateTimeFormat while the page hydrates, whose locale data costs
 * more main-thread time than the rest of the footer.
 */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
