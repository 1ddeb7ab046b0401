import { LIMITS, MESSAGES } from '@orato/shared';
import type { UploadResponse } from '@orato/shared';
import { useEffect, useRef, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { uploadImages } from '@/features/images/api/upload-images';
import type { UploadedImage } from '@/features/images/components/image-upload-area';
import type { ImageMode } from '@/features/images/utils/image-modes';
import { apiErrorMessage } from '@/lib/api-error';
import { uploadFromLibrary, useLibraryPick } from '@/lib/library-pick';

let nextImageId = 0;

/**
 * The mode and its images: each stored as soon as it is chosen (or picked in the Library), shown
 * at once from a local preview that is freed when it leaves the page.
 */
export function useImageUploads() {
  const toast = useToast();
  const [mode, setMode] = useState<ImageMode>('text');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const dropImages = (ids: Set<string>) => {
    setImages((current) => {
      for (const image of current) {
        if (ids.has(image.id)) {
          URL.revokeObjectURL(image.previewUrl);
          previews.current.delete(image.previewUrl);
        }
      }
      return current.filter((image) => !ids.has(image.id));
    });
  };
  const clearImages = () => dropImages(new Set(images.map((image) => image.id)));

  /** Fills in the stored URLs of `added` as `upload` answers, or drops them when it fails. */
  const storeImages = (added: UploadedImage[], upload: Promise<UploadResponse>) => {
    upload.then(
      (response) => {
        // an entry removed meanwhile (or a mode change) stays removed
        setImages((current) =>
          current.map((image) => {
            const index = added.findIndex((entry) => entry.id === image.id);
            return index === -1 ? image : { ...image, url: response.uploaded_files[index] ?? null };
          }),
        );
        if (response.uploaded_files.length < added.length) {
          dropImages(new Set(added.slice(response.uploaded_files.length).map((i) => i.id)));
        }
        toast.success(response.message || MESSAGES.nanoBanana.uploadSuccess);
      },
      (error: unknown) => {
        dropImages(new Set(added.map((image) => image.id)));
        toast.error(apiErrorMessage(error, { fallback: MESSAGES.nanoBanana.notEnoughCredits }));
      },
    );
  };

  const addFiles = (chosen: File[]) => {
    if (mode === 'single' && (images.length >= 1 || chosen.length > 1)) {
      toast.error(MESSAGES.nanoBanana.singleModeOneImage);
      return;
    }
    // five chosen at once (or two added to three) keep what fits, in the order chosen, and the
    // message says why the rest stayed out: refusing all of them threw away a usable choice
    const room = Math.max(0, LIMITS.imagesMultiModeMax - images.length);
    const files = mode === 'multi' ? chosen.slice(0, room) : chosen;
    if (files.length < chosen.length) {
      toast.error(MESSAGES.nanoBanana.multiModeMax);
    }
    if (files.length === 0) {
      return;
    }
    const added = files.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      nextImageId += 1;
      return { id: `upload-${nextImageId}`, previewUrl, url: null } satisfies UploadedImage;
    });
    setImages((current) => [...current, ...added]);
    storeImages(added, uploadImages(files));
  };

  // "Use in… Nano Banana" from the Library: one image, so the mode that takes one
  useLibraryPick((chosen) => {
    setMode('single');
    nextImageId += 1;
    const added: UploadedImage = {
      id: `library-${nextImageId}`,
      previewUrl: chosen.previewUrl,
      url: null,
    };
    setImages([added]);
    storeImages([added], uploadFromLibrary(chosen.id));
  });

  return {
    mode,
    changeMode: (next: ImageMode) => {
      setMode(next);
      clearImages();
    },
    images,
    isUploading: images.some((image) => !image.url),
    addFiles,
    removeImage: (id: string) => dropImages(new Set([id])),
    clearImages,
  };
}
