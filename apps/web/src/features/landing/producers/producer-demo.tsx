import { DEMO_LABEL, DEMO_PRODUCER_PROFILE, DEMO_PRODUCER_TRACKS } from '../../producer/demo-data.ts';
import { ProducerDashboardView } from '../../producer/producer-dashboard-view.tsx';
import { DemoNotice, useDemoNotice } from '../demo/demo-notice.tsx';

/**
 * The producer page's demo dashboard (docs/product/content.md): the producer dashboard's own view on its sample
 * producer and tracks. Upload, Edit Profile and Manage Sessions belong to a real account: the demo says so and sends
 * nothing.
 */
export function ProducerDemo() {
  const notice = useDemoNotice();
  return (
    <ProducerDashboardView
      profile={DEMO_PRODUCER_PROFILE}
      tracks={DEMO_PRODUCER_TRACKS}
      onUploadTrack={() => notice.show('Uploading tracks and stems is part of your own producer dashboard.')}
      onEditProfile={() => notice.show('Editing your profile is part of your own producer dashboard.')}
      onManageSessions={() =>
        notice.show('Managing training sessions is part of your own producer dashboard.')
      }
      notice={
        <div className="mb-4">
          <p className="mb-3 text-sm text-amber-100">{DEMO_LABEL}</p>
          <DemoNotice notice={notice} />
        </div>
      }
    />
  );
}
