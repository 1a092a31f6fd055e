export interface InfluencerVideo {
  id: string;
  title: string;
}

/** `youtubeId|title,youtubeId|title` (the INFLUENCER_VIDEOS setting) as a list. */
export function parseInfluencerVideos(setting: string | undefined): InfluencerVideo[] {
  if (!setting) return [];
  return setting.split(',').map((pair) => {
    const [id = '', title = ''] = pair.split('|');
    return { id: id.trim(), title: title.trim() };
  });
}
