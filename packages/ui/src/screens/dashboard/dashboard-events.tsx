import type { Event } from '@saham/domain/api/types';
import { formatDate, formatTimeOfDay } from '@saham/domain/dates';
import { paths } from '@saham/domain/routes';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { memo } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Badge } from '../../components/badge.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { SectionError, SectionHeader, type SectionState } from './dashboard-section.tsx';

/** An event highlight (spec §1): the domain's `Event`, by the name the dashboard gives it. */
export type DashboardEvent = Event;

/** The coming events (spec §1 event highlights), each linking to its page. */
export const EventsSection = memo(function EventsSection({
  headingId,
  state,
  onEventClick,
  onRetry,
  LinkComponent,
}: {
  headingId: string;
  state: SectionState<DashboardEvent>;
  onEventClick?: (event: DashboardEvent) => void;
  onRetry?: () => void;
  LinkComponent: LinkComponentType;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <SectionHeader id={headingId} title="Event mendatang" />
      {state.status === 'loading' ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : state.status === 'error' ? (
        <SectionError what="Event" onRetry={onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState
          layout="inline"
          icon={<CalendarDaysIcon />}
          title="Belum ada event"
          description="Webinar dan kelas berikutnya akan diumumkan di sini."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {state.items.map((item) => {
            const [day = '', month = ''] = formatDate(item.start_at).split(' ');
            return (
              <li key={item.id}>
                <article className="border-border bg-card shadow-card hover:shadow-raised focus-within:ring-ring relative flex gap-3 rounded-xl border p-3 transition-shadow focus-within:ring-2">
                  <div
                    aria-hidden
                    className="bg-secondary text-secondary-foreground flex w-14 shrink-0 flex-col items-center justify-center rounded-lg py-2"
                  >
                    <span className="text-xl leading-6 font-extrabold">{day}</span>
                    <span className="text-xs font-semibold">{month.slice(0, 3)}</span>
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <h3 className="text-foreground text-sm leading-5 font-bold">
                      <LinkComponent
                        href={paths.event(item.slug)}
                        onClick={() => onEventClick?.(item)}
                        className="outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {item.title}
                      </LinkComponent>
                    </h3>
                    <p className="text-muted-foreground text-xs">
                      <time dateTime={item.start_at}>
                        {formatDate(item.start_at)}, {formatTimeOfDay(item.start_at)} WIB
                      </time>
                    </p>
                    <p className="text-muted-foreground flex items-center gap-1 text-xs">
                      <MapPinIcon aria-hidden className="size-3.5 shrink-0" />
                      <span className="truncate">{item.location}</span>
                      {item.is_online ? (
                        <Badge size="sm" variant="outline" className="ml-1">
                          Online
                        </Badge>
                      ) : null}
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
