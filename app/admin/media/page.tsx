import { comingSoonRoute } from '../_shared/coming-soon-route';

// GET /admin/media — "coming in this section" until its own issue lands
const route = comingSoonRoute('media', null);
export const generateMetadata = route.generateMetadata;
export default route.ComingSoonPage;
