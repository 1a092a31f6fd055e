import { comingSoonRoute } from '../_shared/coming-soon-route';

// GET /admin/shortner — "coming in this section" until its own issue lands
const route = comingSoonRoute('shortner', 'shortner');
export const generateMetadata = route.generateMetadata;
export default route.ComingSoonPage;
