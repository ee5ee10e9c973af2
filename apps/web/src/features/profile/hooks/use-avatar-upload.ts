import { profileTabImageFileSchema } from '@starmatch/contracts/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { useUpdateProfile } from '../api/update-profile';
import { uploadImage } from '../api/upload-image';
import { PROFILE_TOASTS } from '../profile-toasts';

/**
 * docs/PRODUCT.md "Profile tab": uploading flag, upload, then the profile image is
 * patched, then the profile is refetched (the mutation invalidates it).
 */
export function useAvatarUpload() {
  const updateProfile = useUpdateProfile();
  const queryClient = useQueryClient();
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File) => {
    const check = profileTabImageFileSchema.safeParse({ type: file.type, size: file.size });
    if (!check.success) {
      toast({ variant: 'destructive', title: check.error.issues[0]?.message });
      return;
    }
    setIsUploading(true);
    try {
      const { url, heldForReview, message } = await uploadImage(file);
      if (heldForReview) {
        // Not one of their photos until a moderator releases it, so it cannot be the main one yet.
        toast({ ...PROFILE_TOASTS.photoHeld, description: message });
        void queryClient.invalidateQueries({ queryKey: queryKeys.ownHeldPhotos() });
        return;
      }
      await updateProfile.mutateAsync({ profileImageUrl: url });
      toast(PROFILE_TOASTS.photoUpdated);
    } catch (error) {
      toast({
        variant: 'destructive',
        ...PROFILE_TOASTS.photoUpdateFailed,
        description: serverMessage(error),
      });
    } finally {
      setIsUploading(false);
    }
  };

  return { upload, isUploading };
}
