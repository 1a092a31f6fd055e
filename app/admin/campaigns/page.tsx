import { comingSoonRoute } from '../_shared/coming-soon-route';

// GET /admin/campaigns — "coming in this section" until its own issue lands
const route = comingSoonRoute('campaigns', null);
export const generateMetadata = route.generateMetadata;
export default route.ComingSoonPage;
