import { comingSoonRoute } from '../_shared/coming-soon-route';

// GET /admin/ads — "coming in this section" until its own issue lands
const route = comingSoonRoute('ads', 'ads');
export const generateMetadata = route.generateMetadata;
export default route.ComingSoonPage;
