/** The storyboard page's fixtures: its one presenter and a Library of one image and one clip. */
export const PRESENTERS = {
  list: [{ name: 'Ava', imageUrl: '/ava.png' }],
  isLoading: false,
  error: null,
};
export const IMAGE_ID = '3b7d0d7e-5f0c-4b8e-9a51-0a1f4c9e2d11';
export const CLIP_ID = '9a0c1e55-7d2b-4c61-8f3e-2b6a4d8c1f70';

/** The fake server's Library routes, as the scene pickers and previews ask them. */
export const libraryRoutes = () => ({
  'POST /api/get-images': () => ({
    body: {
      images: {
        'nano-banana': [
          {
            id: IMAGE_ID,
            image_url: '/media/lighthouse.png',
            prompt: 'A lighthouse',
            created_at: 1,
          },
        ],
      },
    },
  }),
  'POST /api/get-videos': () => ({
    body: {
      videos: {
        'veo3-videos': [
          {
            id: CLIP_ID,
            video_url: '/media/waves.mp4',
            thumbnail: '/media/waves.jpg',
            topic: 'Waves on rocks',
            avatar: null,
            created_at: 1,
          },
        ],
      },
    },
  }),
});
