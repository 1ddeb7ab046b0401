import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/text-field';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { paths } from '@/config/paths';
import { useUserSearch } from '@/features/admin/api/users';
import { ConsoleTable, Mono, NoRows } from '@/features/admin/components/console-table';
import { RoleBadge } from '@/features/admin/components/role-badge';
import { formatDateTime, planName } from '@/features/admin/utils/format';
import { errorText } from '@/utils/error-text';
import { formatCount } from '@/utils/format-number';

/** Find a user by e-mail (or part of one) or id; the text stays in the address for Back. */
export function UserSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const search = useUserSearch(q);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setParams(trimmed ? { q: trimmed } : {});
  };

  return (
    <div className="flex flex-col gap-6">
      <form role="search" onSubmit={onSubmit} className="flex items-end gap-3">
        <TextField
          label="E-mail or user id"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="ana@example.com"
          className="min-w-0 flex-1 sm:max-w-lg"
          autoFocus
        />
        <Button type="submit" className="h-12" aria-label="Search">
          <SearchIcon className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Search</span>
        </Button>
      </form>
      {!q ? null : search.isPending ? (
        <PanelLoading label="Searching" />
      ) : search.isError ? (
        <PanelError
          message={errorText(search.error, 'The search failed.')}
          onRetry={() => void search.refetch()}
        />
      ) : search.data.users.length === 0 ? (
        <NoRows>No user’s e-mail or id matches “{q}”.</NoRows>
      ) : (
        <ConsoleTable
          caption={`Users matching ${q}`}
          columns={['User', 'Plan', 'Available', 'Held', 'Joined']}
          numeric={[2, 3]}
          rows={search.data.users.map((user) => ({
            key: user.id,
            cells: [
              <div key="user" className="min-w-48">
                <Link
                  to={paths.admin.user.getHref(user.id)}
                  className="inline-flex items-center gap-2 font-medium text-brand-300 hover:underline"
                >
                  {user.email}
                </Link>{' '}
                <RoleBadge role={user.role} />
                <div>
                  <Mono>{user.id}</Mono>
                </div>
              </div>,
              planName(user.plan),
              formatCount(user.available),
              formatCount(user.held),
              <span key="joined" className="whitespace-nowrap">
                {formatDateTime(user.created_at)}
              </span>,
            ],
          }))}
        />
      )}
    </div>
  );
}
