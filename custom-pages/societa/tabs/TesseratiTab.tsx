// Tesserati and TAP/TAP-S tabs: the member tables of spec 2 §2.2.
import { useTranslate } from 'react-admin';
import { MEMBER_TABLE_PATHS, type SocietaDetail } from '../api';
import { MemberTable } from './MemberTable';

type Table = keyof typeof MEMBER_TABLE_PATHS;

function Tables({ societa, tables, seasonId }: { societa: SocietaDetail; tables: Table[]; seasonId?: number }) {
  const translate = useTranslate();
  return (
    <>
      {tables.map((k) => (
        <MemberTable
          key={k}
          societaId={societa.id}
          title={translate(`societa.members.${k}`)}
          path={MEMBER_TABLE_PATHS[k]}
          discipline={societa.discipline}
          lendable={societa.gemellata && k === 'atleti'}
          seasonId={seasonId}
        />
      ))}
    </>
  );
}

export const TesseratiTab = ({ societa, seasonId }: { societa: SocietaDetail; seasonId?: number }) => (
  <Tables
    societa={societa}
    seasonId={seasonId}
    tables={societa.gemellata ? ['atleti', 'gemellaggi', 'dirigenti', 'allenatori', 'fisioterapisti', 'medici'] : ['atleti', 'dirigenti', 'allenatori', 'fisioterapisti', 'medici']}
  />
);

export const TapTab = ({ societa, seasonId }: { societa: SocietaDetail; seasonId?: number }) => <Tables societa={societa} tables={['tap', 'taps']} seasonId={seasonId} />;
